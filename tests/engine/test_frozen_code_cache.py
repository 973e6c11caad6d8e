"""The records' constructors, compiled once and read back from the cache folder (engine.core.frozen)."""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest

from croupier.engine.core import frozen

SOURCE = "def __init__(self, a, b=_default0_b):\n    _osa(self, 'a', a)\n    _osa(self, 'b', b)\n_made.append(__init__)"


@pytest.fixture
def folder(code_cache: Path) -> Path:
    """The cache folder in a temporary place (``tests/conftest.py``)."""
    return code_cache


def files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


def run(code: object) -> tuple[object, object]:
    made: list[object] = []
    scope = {"_made": made, "_osa": object.__setattr__, "_default0_b": 7}
    exec(code, scope)  # type: ignore[arg-type]

    class Thing:
        pass

    init = made[0]
    thing = Thing()
    init(thing, 1)  # type: ignore[operator]
    return thing.a, thing.b  # type: ignore[attr-defined]


def test_compiled_once_then_read_back(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = frozen.compiled(SOURCE)
    [kept] = files(folder)
    assert kept.parent.name.startswith("constructors-") and kept.suffix == ".code"
    assert run(first) == (1, 7)

    def no_compiling(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled again")

    monkeypatch.setattr(frozen, "compile", no_compiling, raising=False)
    again = frozen.compiled(SOURCE)
    assert again.co_code == first.co_code and again is not first
    assert run(again) == (1, 7)


def test_a_damaged_file_is_compiled_again_and_rewritten(folder: Path) -> None:
    frozen.compiled(SOURCE)
    [kept] = files(folder)
    good = kept.read_bytes()
    for damaged in (good[:-3], good[:-40] + bytes(40), good[:30], b"", b"\x00" * len(good)):
        kept.write_bytes(damaged)
        assert run(frozen.compiled(SOURCE)) == (1, 7)
        assert kept.read_bytes() == good


def test_a_file_for_another_source_is_not_used(folder: Path) -> None:
    """Two sources whose file names would be the same (a checksum's collision, made here by hand):
    the file holds its own source, and is used for that source only."""
    other = SOURCE.replace("'b', b", "'b', 99")
    frozen.compiled(other)
    [kept] = files(folder)
    collided = kept.with_name(_name_of(SOURCE))
    kept.replace(collided)
    assert run(frozen.compiled(SOURCE)) == (1, 7)
    assert SOURCE.encode() in collided.read_bytes() and other.encode() not in collided.read_bytes()


def _name_of(source: str) -> str:
    text = source.encode()
    return f"{zlib.crc32(text):08x}-{len(text)}.code"


def test_another_bytecode_version_is_not_read(folder: Path) -> None:
    frozen.compiled(SOURCE)
    [kept] = files(folder)
    data = kept.read_bytes()
    head = len(frozen._CODE_MAGIC)
    kept.write_bytes(data[:head] + bytes(b ^ 0xFF for b in data[head : head + 4]) + data[head + 4 :])
    assert run(frozen.compiled(SOURCE)) == (1, 7)
    assert kept.read_bytes() == data


def test_no_cache_folder_compiles_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CROUPIER_CACHE_DIR", "off")
    monkeypatch.setattr(frozen, "_code_folder", frozen._UNSET)
    assert run(frozen.compiled(SOURCE)) == (1, 7)
    assert frozen.code_folder() is None


def test_a_folder_that_cannot_be_written_still_compiles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("CROUPIER_CACHE_DIR", str(blocked))
    monkeypatch.setattr(frozen, "_code_folder", frozen._UNSET)
    assert run(frozen.compiled(SOURCE)) == (1, 7)
    assert blocked.read_text() == "not a folder" and files(tmp_path) == [blocked]


def test_records_are_made_through_the_cache(folder: Path) -> None:
    """A module's records (finish) use it: their constructors work from a file read back."""
    from dataclasses import field

    for _ in range(2):

        @frozen.record(frozen=True, slots=True)
        class Point:
            x: int
            y: int = 3
            tags: tuple[str, ...] = field(default_factory=tuple)

        frozen.finish()
        assert Point(1) == Point(1, 3, ()) and repr(Point(2, 4)).endswith("Point(x=2, y=4, tags=())")
    assert len(files(folder)) == 1
