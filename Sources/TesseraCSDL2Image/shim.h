#ifndef TESSERA_CSDL2IMAGE_SHIM_H
#define TESSERA_CSDL2IMAGE_SHIM_H
#if __has_include(<SDL2/SDL_image.h>)
#include <SDL2/SDL_image.h>
#else
#include <SDL_image.h>
#endif
#endif
