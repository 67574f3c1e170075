#ifndef TESSERA_CSDL2TTF_SHIM_H
#define TESSERA_CSDL2TTF_SHIM_H
#include <SDL_ttf.h>
#endif
