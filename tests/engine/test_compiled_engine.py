"""The engine the tests run against: ``.ci/run`` runs the engine's tests a second time on the mypyc build
(``tools/build_compiled.py``) with ``CROUPIER_EXPECT_COMPILED=1``; this makes sure that run really
imported the compiled modules, and that the plain run imported the Python source."""

from __future__ import annotations

import os

from croupier.engine.core import round as round_module
from croupier.engine.core import settle, shoe


def test_the_round_modules_are_the_build_the_run_asked_for() -> None:
    expect = os.environ.get("CROUPIER_EXPECT_COMPILED") == "1"
    assert round_module.COMPILED is expect, round_module.__file__
    for module in (settle, shoe):
        assert (not str(module.__file__).endswith(".py")) is expect, module.__file__
