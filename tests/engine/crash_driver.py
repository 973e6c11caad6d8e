"""A scripted round for the crash test: ``python -m tests.engine.crash_driver DATA_DIR PROFILE``.

With ``KILL_AFTER=k`` the process kills itself with SIGKILL once the k-th event of the round has been
committed (``KILL_WHEN=after``, the default) or has been produced but not yet committed
(``KILL_WHEN=before``). Started again, :func:`open_session` resumes the round and :func:`play_script`
carries it on from wherever it stands.
"""

from __future__ import annotations

import os
import signal
import sys
from typing import Any

from croupier.engine.core.cards import parse_cards
from croupier.engine.core.events import Event
from croupier.engine.core.money import SCALE
from croupier.engine.core.round import Phase
from croupier.engine.core.session import Session
from croupier.engine.core.table import build_config
from croupier.engine.store.journal import Journal
from croupier.engine.store.recovery import StreamRandom, open_session

#: France: the cards on top of the shoe after its shuffle, in dealing order. Boxes 1–3 and the dealer's
#: ace: insurance; box 3's two queens of hearts are held [FR-LL-8]; box 1 splits its eights and
#: doubles both hands, box 2 doubles; the dealer's 9 makes 20 (no blackjack).
FRANCE_TOP = parse_cards("8S 5H QH AS 8D 6C QH 3D 9C 2C KD TS 9S")
BETS = {"france": {1: (10, 1), 2: (20, 0), 3: (10, 5)}, "puerto-rico": {1: (10, 5), 2: (5, 1)}}
INSURE = {"france": {1, 3}, "puerto-rico": {1}}
CREDIT = 1000 * SCALE


class RiggedRandom(StreamRandom):
    """A stream whose every shuffle leaves given cards next to deal, under the ``burn`` cards."""

    def __init__(self, seed: int | str, top: list[Any], burn: int) -> None:
        super().__init__(seed)
        self.top, self.burn = top, burn

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        for c in self.top:
            x.remove(c)
        at = len(x) - self.burn
        x[at:at] = reversed(self.top)


def rng_for(profile: str) -> StreamRandom:
    """The shoe's source: rigged for France, a plain seeded stream for Puerto Rico's shuffler."""
    return RiggedRandom(11, FRANCE_TOP, build_config(profile).rules.burn) if profile == "france" else StreamRandom(7)


def start(folder: str, profile: str) -> tuple[Journal, Session]:
    """Open the journal and the session (resuming an unfinished round)."""
    journal = Journal.in_folder(folder)
    return journal, open_session(journal, build_config(profile), CREDIT, rng=rng_for(profile))


def play_script(session: Session, profile: str) -> None:
    """Play the scripted round (round 1) from wherever it stands, to its end."""
    if session.round_no > 1:
        return
    r = session.round
    if r.phase is Phase.BETTING:
        for box, (main, side) in BETS[profile].items():
            if box not in r.boxes:
                session.act("bet", box, main * SCALE, side * SCALE)
        session.act("deal")
    while r.phase is not Phase.DONE:
        if r.phase is Phase.INSURANCE:
            n = r.insurance_box
            session.act("insure", n, n in INSURE[profile])
            continue
        at = r.to_act
        assert at is not None
        hand = r.boxes[at[0]].hands[at[1] - 1]
        if r.can_split() and hand.cards[0].rank == "8":
            session.act("split")
        elif r.can_double() and hand.total in (10, 11):
            session.act("double")
        elif hand.total < 17:
            session.act("hit")
        else:
            session.act("stand")


def main() -> int:
    folder, profile = sys.argv[1], sys.argv[2]
    journal, session = start(folder, profile)
    kill_after = int(os.environ.get("KILL_AFTER", "0"))
    seen = [0]

    def killer(_s: Session, _name: str, _args: tuple[Any, ...], events: list[Event]) -> None:
        seen[0] += len(events)
        if kill_after and seen[0] >= kill_after:
            os.kill(os.getpid(), signal.SIGKILL)

    if os.environ.get("KILL_WHEN", "after") == "before":
        session.observers.insert(0, killer)
    else:
        session.observers.append(killer)
    play_script(session, profile)
    journal.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
