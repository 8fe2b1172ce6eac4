"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

One tree for the thinking seat's information set. Each iteration samples a world (:mod:`games.ai.worlds`), walks
the tree choosing among the children whose moves are legal in that world (UCB1 weighted by how often a child was
*available*, not by its parent's visits), adds one node, plays the world on at random, and credits every node on
the path with the reward vector of the result (:mod:`games.ai.judge`): each node's move is judged by the reward of
the seat that made it, so opponents and partners are searched as playing their own best.

Randomness needs no chance nodes: each world has its own generator, so the same moves lead to different draws and
the statistics average over them. Multi-step turns are just consecutive nodes of one seat.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace

from games.ai import judge, worlds
from games.ai.levels import Level
from games.core.contract import QUIESCENCE, Game, deep_copy

MAX_PLAYOUT = 3000  # moves of a playout to the end (no game comes near; a guard against a cycle of moves)
CLOCK_EVERY = 1     # iterations between two looks at the clock (one playout costs far more than a look)
SETTLED_EVERY = 16  # iterations between two checks whether the choice is settled
POLICY_SAMPLES = 16  # draws of a game's playout policy at the root, for the policy prior
PRIOR_MOVES = 64    # a game's own root bias judges at most this many moves (one play and one judgement each)


class Node:
    __slots__ = ("children", "visits", "avail", "totals")

    def __init__(self, n: int):
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * n


class Search:
    def __init__(self, game: Game, state: dict, seat: int, level: Level, seed: int,
                 clock: Callable[[], float] | None = None):
        tuned = game.level_settings.get(level.name) or {}
        self.game, self.state, self.seat, self.level = game, state, seat, replace(level, **tuned) if tuned else level
        self.n = int(state.get("players") or 0) or (max(game.actors(state)) + 1)
        self.rng = random.Random(seed)
        self.clock = clock
        self.root = Node(self.n)
        self.virtual: dict[str, int] = {}  # the root's virtual visits per move (the hint's judgement, seed_root)
        self.allowed: set[str] | None = None  # the root moves searched (the level's root width; None: all)
        self.iterations = 0
        self.has_hint = game.standing(state) is not None
        self.prior_visits = max(self.level.prior_visits, game.prior_visits or 0)

    def run(self) -> Node:
        started = self.clock() if self.clock else 0.0
        stop = started + self.level.seconds if self.clock else None
        if self.has_hint and self.prior_visits:
            self.seed_root()
        while self.iterations < self.level.iterations:
            self.iterate()
            self.iterations += 1
            if stop is not None and self.iterations % CLOCK_EVERY == 0 and self.clock() >= stop:
                break
            if self.iterations % SETTLED_EVERY == 0 and self._settled(started, stop):
                break
        return self.root

    def _settled(self, started: float, stop: float | None) -> bool:
        """Can the rest of the budget no longer change the choice? The most visited move leads the runner-up by
        more visits than the iterations still to come (at the pace so far, when a clock caps the thinking)."""
        left = self.level.iterations - self.iterations
        if stop is not None:
            now = self.clock()
            pace = self.iterations / max(1e-6, now - started)
            left = min(left, int(pace * max(0.0, stop - now)))
        visits = sorted((c.visits for c in self.root.children.values()), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > left

    def seed_root(self) -> None:
        """Progressive bias at the root (Chaslot et al. 2008): every move of the thinker starts with a few virtual
        visits worth the hint's judgement of the position right after it, in one sampled world. A wide root (Smoki
        offers up to 500 placements) is then never left to chance, and the search refines the hint rather than
        rediscovering it; with little time the choice is at worst the hint's best move. A game with a playout
        policy (:meth:`Game.playout_move`) spreads those visits by how often its policy picks each move (a policy
        prior, as in PUCT): the search starts from the game's sense and spends its own iterations checking it."""
        game, n = self.game, self.n
        world = worlds.sample(game, self.state, self.seat, self.rng.getrandbits(48))
        weight = self.prior_visits
        moves = worlds.own_moves(game, world, self.seat)
        shares = self._policy_shares(world, moves)
        if not self.level.prior_visits and len(moves) > PRIOR_MOVES:  # a game's bias at a short search's level:
            # of hundreds of tile places a sample is judged (and whatever the policy picks), the rest left to search
            moves = list(dict.fromkeys([*shares, *self.rng.sample(moves, PRIOR_MOVES)]))
        for move in moves:
            after = deep_copy(world)
            game.play(after, self.seat, move.split())
            reward = judge.position(game, after, n) or [0.5] * n
            visits = weight if not shares else max(1, round(weight * (0.25 + 3 * shares.get(move, 0.0))))
            child = self.root.children[move] = Node(n)
            child.visits = child.avail = visits
            self.virtual[move] = visits
            child.totals = [visits * r for r in reward]
        width = self.level.root_width
        if width and len(self.root.children) > width:
            # Progressive unpruning at its simplest (Chaslot et al. 2008): the iterations go to the moves the bias
            # ranks best (by the policy's share, then the hint's judgement) instead of a round of UCB's exploration
            # over a hundred moves a hint already calls worse, where rewards differ by hundredths.
            ranked = sorted(self.root.children.items(), key=lambda kv: (-kv[1].visits, -kv[1].totals[self.seat]
                                                                        / kv[1].visits, kv[0]))
            self.allowed = {move for move, _ in ranked[:width]}

    def _policy_shares(self, world: dict, moves: list[str]) -> dict[str, float]:
        """How often the game's playout policy picks each move of the thinker (empty: it has none here)."""
        picks: dict[str, int] = {}
        for _ in range(POLICY_SAMPLES):
            move = self.game.playout_move(world, self.seat, moves, self.rng)
            if move is None:
                continue
            picks[move] = picks.get(move, 0) + 1
        total = sum(picks.values())
        return {m: k / total for m, k in picks.items()} if total else {}

    def iterate(self) -> None:
        game, rng = self.game, self.rng
        world = worlds.sample(game, self.state, self.seat, rng.getrandbits(48))
        node, path = self.root, [self.root]
        while not game.is_over(world):
            actor = worlds.acting(game, world, self.seat)
            if actor is None:
                break
            moves = worlds.own_moves(game, world, actor)
            if node is self.root and self.allowed is not None:
                moves = [m for m in moves if m in self.allowed] or moves
            untried = []
            for move in moves:
                child = node.children.get(move)
                if child is None:
                    untried.append(move)
                else:
                    child.avail += 1
            if untried:
                move = rng.choice(untried)
                child = node.children[move] = Node(self.n)
                child.avail = 1
                game.play(world, actor, move.split())
                path.append(child)
                break
            move = self._select(node, moves, actor)
            game.play(world, actor, move.split())
            node = node.children[move]
            path.append(node)
        reward = self.playout(world)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for s in range(self.n):
                totals[s] += reward[s]

    def _select(self, node: Node, moves: list[str], actor: int) -> str:
        c = self.level.exploration
        best, best_value = moves[0], -1.0
        for move in moves:
            child = node.children[move]
            value = child.totals[actor] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best, best_value = move, value
        return best

    def playout(self, world: dict) -> list[float]:
        """Moves from ``world`` to the end, or (with the game's hint) for the level's depth and then on while the game
        calls the position unsettled (a fight half fought: :meth:`Game.unsettled`, at most ``QUIESCENCE`` more);
        each move the game's playout policy picks (:meth:`Game.playout_move`), else one drawn at random. The
        rewards."""
        game, rng, n = self.game, self.rng, self.n
        depth = self.level.rollout_depth
        if self.has_hint and depth is not None and game.playout_depth is not None:
            depth = min(depth, game.playout_depth)  # the game knows its hint is better than random play past this
        depth = depth if self.has_hint and depth is not None else MAX_PLAYOUT
        played, limit = 0, depth
        while played < limit:
            if game.is_over(world):
                break
            actor = worlds.acting(game, world, self.seat)
            if actor is None:
                break
            moves = worlds.own_moves(game, world, actor)
            move = game.playout_move(world, actor, moves, rng) or rng.choice(moves)
            game.play(world, actor, move.split())
            played += 1
            if played == limit and limit == depth and game.unsettled(world):
                limit = depth + QUIESCENCE
            elif limit > depth and not game.unsettled(world):
                break
        return judge.position(game, world, n) or [0.5] * n
