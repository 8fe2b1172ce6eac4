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

from games.ai import judge, worlds
from games.ai.levels import Level, tuned
from games.core.contract import QUIESCENCE, Rules, deep_copy

MAX_PLAYOUT = 3000  # moves of a playout to the end (no game comes near; a guard against a cycle of moves)
CLOCK_EVERY = 1     # iterations between two looks at the clock (one playout costs far more than a look)
SETTLED_EVERY = 16  # iterations between two checks whether the choice is settled
POLICY_SAMPLES = 16  # draws of a game's playout policy at the root, for the policy prior
PRIOR_MOVES = 64    # a game's own root bias judges at most this many moves (one play and one judgement each)
TURN_MOVES = 32     # the turn bias (Level.turn_bias) plays on the turns of this many of the best-judged root moves
TURN_STEPS = 12     # ... for at most this many further steps each
GUIDED_SLIPS = 0.1  # a guided playout (Level.guided) draws this share of its moves at random


class Node:
    __slots__ = ("children", "visits", "avail", "totals")

    def __init__(self, n: int):
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * n


class Search:
    def __init__(self, game: Rules, state: dict, seat: int, level: Level, seed: int,
                 clock: Callable[[], float] | None = None):
        self.game, self.state, self.seat, self.level = game, state, seat, tuned(game, level)
        self.n = int(state.get("players") or 0) or (max(game.actors(state)) + 1)
        self.rng = random.Random(seed)
        self.clock = clock
        self.root = Node(self.n)
        self.virtual: dict[str, int] = {}  # the root's virtual visits per move (the hint's judgement, seed_root)
        self.allowed: set[str] | None = None  # the root moves searched (the level's root width; None: all)
        self.iterations = 0
        self.has_hint = game.sense.standing(state) is not None
        self.prior_visits = max(self.level.prior_visits, game.sense.prior_visits or 0)

    def run(self) -> Node:
        clock = self.clock
        started = clock() if clock else 0.0
        stop = started + self.level.seconds if clock else None
        if self.has_hint and self.prior_visits:
            self.seed_root()
        while self.iterations < self.level.iterations:
            self.iterate()
            self.iterations += 1
            if clock and stop is not None and self.iterations % CLOCK_EVERY == 0 and clock() >= stop:
                break
            if self.iterations % SETTLED_EVERY == 0 and self._settled(started, stop):
                break
        return self.root

    def _settled(self, started: float, stop: float | None) -> bool:
        """Can the rest of the budget no longer change the choice? The most visited move leads the runner-up by
        more visits than the iterations still to come (at the pace so far, when a clock caps the thinking)."""
        left = self.level.iterations - self.iterations
        if stop is not None and self.clock:  # a stop is set only with a clock (run)
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
        policy (:attr:`Sense.playout_move`) spreads those visits by how often its policy picks each move (a policy
        prior, as in PUCT): the search starts from the game's sense and spends its own iterations checking it."""
        game, n = self.game, self.n
        world = worlds.sample(game, self.state, self.seat, self.rng.getrandbits(48))
        weight = self.prior_visits
        moves = worlds.own_moves(game, world, self.seat)
        shares = self._policy_shares(world, moves)
        if not self.level.prior_visits and len(moves) > PRIOR_MOVES:  # a game's bias at a short search's level:
            # of hundreds of tile places a sample is judged (and whatever the policy picks), the rest left to search
            moves = list(dict.fromkeys([*shares, *self.rng.sample(moves, PRIOR_MOVES)]))
        judged = []
        for move in moves:
            after = deep_copy(world)
            game.play(after, self.seat, move.split())
            judged.append((move, after, judge.position(game, after, n) or [0.5] * n))
        if self.level.turn_bias:
            judged = self._turns_played_on(judged)
        for move, _, reward in judged:
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

    def _turns_played_on(self, judged: list[tuple[str, dict, list[float]]]) -> list[tuple[str, dict, list[float]]]:
        """The turn bias (``Level.turn_bias``): the ``TURN_MOVES`` moves the hint judges best right after them are
        judged again after the rest of the seat's turn, each further step the seat's best by the hint. Where a turn
        is several steps, a move's worth often shows only at the turn's end (a space's choice still to make, an
        ability used after it, a discard at a limit), and a bias blind to that ranks the root badly."""
        seat, out = self.seat, list(judged)
        for i in sorted(range(len(judged)), key=lambda i: -judged[i][2][seat])[:TURN_MOVES]:
            move, after, _ = judged[i]
            if self._play_on_turn(after):
                out[i] = (move, after, judge.position(self.game, after, self.n) or [0.5] * self.n)
        return out

    def _play_on_turn(self, world: dict) -> bool:
        """Play the thinker's turn on in ``world`` (changed in place) while it alone acts, each step its best by the
        hint; whether any step was played."""
        game, seat, n = self.game, self.seat, self.n
        played = False
        for _ in range(TURN_STEPS):
            if game.is_over(world) or game.actors(world) != {seat}:
                break
            best, best_value = None, -1.0
            for move in worlds.own_moves(game, world, seat):
                after = deep_copy(world)
                game.play(after, seat, move.split())
                value = (judge.position(game, after, n) or [0.5] * n)[seat]
                if value > best_value:
                    best, best_value = after, value
            # an actor not at the end has a legal move (the contract), so the loop above chose one
            assert best is not None
            world.clear()
            world.update(best)
            played = True
        return played

    def _policy_shares(self, world: dict, moves: list[str]) -> dict[str, float]:
        """How often the game's playout policy picks each move of the thinker (empty: it has none here)."""
        picks: dict[str, int] = {}
        for _ in range(POLICY_SAMPLES):
            move = self.game.sense.playout_move(world, self.seat, moves, self.rng)
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
        calls the position unsettled (a fight half fought: :attr:`Sense.unsettled`, at most ``QUIESCENCE`` more);
        each move the game's playout policy picks (:attr:`Sense.playout_move`), else one drawn at random. The
        rewards."""
        game, rng, n = self.game, self.rng, self.n
        depth = self.level.rollout_depth
        if self.has_hint and depth is not None and game.sense.playout_depth is not None:
            depth = min(depth, game.sense.playout_depth)  # the game knows its hint is better than random play past this
        depth = depth if self.has_hint and depth is not None else MAX_PLAYOUT
        played, limit = 0, depth
        while played < limit:
            if game.is_over(world):
                break
            actor = worlds.acting(game, world, self.seat)
            if actor is None:
                break
            moves = worlds.own_moves(game, world, actor)
            move = game.sense.playout_move(world, actor, moves, rng) or (
                self._guided(world, actor, moves) if self.level.guided else rng.choice(moves))
            game.play(world, actor, move.split())
            played += 1
            if played == limit and limit == depth and game.sense.unsettled(world):
                limit = depth + QUIESCENCE
            elif limit > depth and not game.sense.unsettled(world):
                break
        return judge.position(game, world, n) or [0.5] * n

    def _guided(self, world: dict, actor: int, moves: list[str]) -> str:
        """A guided playout move (``Level.guided``): the best for ``actor`` by the hint, right after it, of that many
        moves drawn kind by kind (a kind is a move's first token, each kind as likely, so a hundred ways to lay a
        tile do not crowd out the one withdrawal), or of every move when they are few (at most that many, or all of
        one kind and at most four times as many: a turn's small follow-up choices, such as what to discard). One
        move in ten is drawn at random, so the playouts still see what the hint undervalues."""
        game, rng, n, k = self.game, self.rng, self.n, self.level.guided
        if len(moves) == 1 or rng.random() < GUIDED_SLIPS:
            return rng.choice(moves)
        kinds: dict[str, list[str]] = {}
        for move in moves:
            kinds.setdefault(move.split(" ", 1)[0], []).append(move)
        if len(moves) <= k or (len(kinds) == 1 and len(moves) <= 4 * k):
            drawn = moves
        else:
            groups = list(kinds.values())
            drawn = list(dict.fromkeys(rng.choice(rng.choice(groups)) for _ in range(k)))
        best, best_value = drawn[0], -1.0
        for move in drawn:
            after = deep_copy(world)
            game.play(after, actor, move.split())
            value = (judge.position(game, after, n) or [0.5] * n)[actor] + rng.random() * 1e-6
            if value > best_value:
                best, best_value = move, value
        return best
