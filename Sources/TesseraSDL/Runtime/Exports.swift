// `import TesseraSDL` gives a game the core views and SDL itself: the game creates its window,
// draws its scene and handles events with the same SDL2, SDL2_image and SDL2_ttf that Tessera
// links, without declaring system-library targets of its own.
@_exported import Tessera
@_exported import TesseraCSDL2
@_exported import TesseraCSDL2Image
@_exported import TesseraCSDL2TTF
