@_exported import Tessera
