#ifndef TESSERA_CSDL2_SHIM_H
#define TESSERA_CSDL2_SHIM_H
/* <SDL2/SDL.h> where the include path has no SDL2 folder of its own (Linux builds skip
   pkg-config, see Package.swift); <SDL.h> where pkg-config named that folder (macOS). */
#if __has_include(<SDL2/SDL.h>)
#include <SDL2/SDL.h>
#else
#include <SDL.h>
#endif
/* Function-like macros Swift cannot import. */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
/* SDL_SetError is variadic; Swift cannot call it directly. */
static inline int csdl_set_error(const char *message) { return SDL_SetError("%s", message); }
#endif
