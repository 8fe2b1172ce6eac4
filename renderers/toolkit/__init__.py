"""The shared Pillow toolkit of every renderer: ``palette`` (player and neutral colours), ``fonts`` (shipped DejaVu,
cached per size), ``text`` (measure, fit, wrap), ``primitives`` (the drawing blocks in one namespace: ``canvas``,
``shapes``, ``pieces``, ``labels`` and ``layouts`` — canvases and pages, icons and highlight frames, cards, tokens and
markers, badges and corner labels, grids, legends and score tracks) and ``png`` (deterministic encoding).

Cached pieces (cards, markers, tokens, icons) are shared images: paste them, never draw on them.
"""
