"""Pure rules engines, one package per game. No I/O beyond loading bundled data, no Discord, no Pillow."""
