"""Simurgh (shared/rules/simurgh/RULES.md, rule IDs SIM-x.y): the engine is being built and is not registered yet
(issue 10). The building blocks below are pure, tested, and cite their rules; the game class and the turn engine
compose them.

Done:

- ``data``     the component data (``data/components.json``, a copy of the spec's file) and its consistency check.
- ``setup``    SIM-3 and SIM-14.2: the state a game starts from, both modes (the state's keys are listed there).
- ``bundles``  SIM-7, SIM-11.3, SIM-11.4: choices of a cost or gain as fixed bundles; paying, gaining, markers.
- ``board``    SIM-4.1, 4.3, 6, 9, 10: placing, withdrawing, the Wilds, the Chronicle, exploration tiles.
- ``city``     SIM-4.7, 5.5, 8.11, 8.12: returning drawn tiles, the Scouts' Quarters, the Monument, the limits.
- ``dragons``  SIM-11.5-11.7, 11.11: usable instant abilities, trigger offers.
- ``effects``  SIM-6.1 (c), 7.3, 9.4, 10.2: the ways a space can be used in full now (a placement's options).
- ``drafts``   SIM-14.3, 14.4, 3.13, 16.1: the Dragonlord power draft, action draft and secret dragon choice.
- ``view``     §15: the per-seat view (hidden information removed here) and the hidden twin for leak tests.
- ``scoring``  SIM-12, SIM-13: the end condition, the final turns, objectives, resources, the winner.

Planned (the next steps, in this order):

1. ``turns``: the turn state machine of SIM-17.1 as moves with stable token ids, each validated in full before any
   change (SIM-17.2): ``place <vassal> <space> [opt <k>]``, ``lay <tile> <slot> [clear] [reward <k>] <vassal>
   <space> ...`` (atomic, SIM-9.4), ``withdraw <space>...``, ``explore <tile> [opt <k>]``, ``ability <d> <slot>
   [opt <k>]``, ``end [discard <tile> top|bottom]... [return <res> <n>]...``. A choice the move leaves open (which
   dragon a gained marker goes on, a vassal spent from the board, a trigger offer, a dragon draw or the Monument's
   secret draw with its returns) is a pending decision in ``state["turn"]["pending"]``: the next ``legal_moves``
   offers only its answers (like Dragon Castle's steps). Steps are ``Event.quiet``; ``end`` publishes the turn.
2. moves for the drafts (``keep <tile>``, ``take <tile>``, ``dragon <id> top|bottom top|bottom``) over ``drafts``.
3. ``view``: add the turn's pending secret draws (dragon draw, Monument) to the seat's private part.
4. ``game``: the contract class (options mode/length/first, ``turn_order``, ``aside``), registration, the renderer
   (phone-first pages), the console, the bench, ``/rules`` and the README.
"""
