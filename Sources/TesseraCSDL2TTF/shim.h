#ifndef TESSERA_CSDL2TTF_SHIM_H
#define TESSERA_CSDL2TTF_SHIM_H
#if __has_include(<SDL2/SDL_ttf.h>)
#include <SDL2/SDL_ttf.h>
#else
#include <SDL_ttf.h>
#endif
#endif
