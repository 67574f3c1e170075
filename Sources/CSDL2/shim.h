#ifndef TESSERA_CSDL2_SHIM_H
#define TESSERA_CSDL2_SHIM_H
#include <SDL.h>
/* Function-like macros Swift cannot import. */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
/* SDL_SetError is variadic; Swift cannot call it directly. */
static inline int csdl_set_error(const char *message) { return SDL_SetError("%s", message); }
#endif
