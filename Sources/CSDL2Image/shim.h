#ifndef TESSERA_CSDL2IMAGE_SHIM_H
#define TESSERA_CSDL2IMAGE_SHIM_H
#include <SDL_image.h>
#endif
