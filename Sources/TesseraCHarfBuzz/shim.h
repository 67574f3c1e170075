#ifndef TESSERA_CHARFBUZZ_SHIM_H
#define TESSERA_CHARFBUZZ_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ft.h>
#include <fribidi/fribidi.h>
#endif
