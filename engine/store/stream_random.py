"""The seeded random source of headless autoplay and the tests (:class:`StreamRandom`), whose whole
state the journal holds in one number. Kept out of the compiled modules (``tools/build_compiled.py``):
the tests subclass it, and a compiled class's methods take no interpreted subclass."""

from __future__ import annotations

import hashlib
import random

_sha256 = hashlib.sha256


class StreamRandom(random.Random):
    """A seeded source whose whole state is ``(seed, calls)``: draw number ``calls`` of random bits is
    the SHA-256 of the seed's digest and that number, so the journal stores the state in one number and
    a draw costs one hash (nothing is reseeded). For headless autoplay and tests; play uses the
    system's source. ``shuffle`` and ``random`` go through :meth:`getrandbits`."""

    def __init__(self, seed: int | str = 0, calls: int = 0) -> None:
        self.key = str(seed)
        self.calls = calls
        self._prefix = hashlib.sha256(b"croupier stream\n" + self.key.encode()).digest()
        super().__init__(self.key)

    def getrandbits(self, k: int, /) -> int:
        """``k`` random bits: the stream's next draw (one per 256 bits)."""
        if k <= 256:
            if k <= 0:
                if k < 0:
                    raise ValueError("number of bits must be non-negative")
                return 0
            c = self.calls
            self.calls = c + 1
            return int.from_bytes(_sha256(self._prefix + c.to_bytes(8, "little")).digest()) >> (256 - k)
        out = 0
        for _ in range((k + 255) // 256):
            out = (out << 256) | self.getrandbits(256)
        return out >> ((-k) % 256)

    def random(self) -> float:
        """A float in [0, 1) from the stream's next draw."""
        return self.getrandbits(53) * 2.0**-53
