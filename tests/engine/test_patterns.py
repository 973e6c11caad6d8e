"""The start's regular expressions, kept in the cache folder (engine.core.patterns)."""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from croupier.engine.core import patterns

_numbers = itertools.count()


def fresh(text: str = r"(?P<word>\w+)-(\d+)") -> str:
    """A pattern no earlier test compiled (``re`` keeps its own cache of the patterns it made)."""
    return f"{text}#{next(_numbers)}-{id(object())}"


@pytest.fixture(autouse=True)
def stopped() -> Iterator[None]:
    """Each test starts and ends with the standard ``re``."""
    patterns.stop()
    compiler = re._compiler  # type: ignore[attr-defined]
    real = compiler.compile
    yield
    patterns.stop()
    assert compiler.compile is real
    assert compiler._sre is patterns._sre


def test_a_pattern_recorded_is_made_from_the_file_at_the_next_start(tmp_path: Path) -> None:
    text = fresh()
    assert patterns.start(tmp_path)
    first = re.compile(text)
    assert patterns.stop()  # something new: the file written
    kept = patterns.read(tmp_path / patterns.FILE)
    assert (str, text, 0) in kept

    re.purge()
    assert patterns.start(tmp_path)
    state = patterns._state
    assert state is not None

    real = state.real

    def no_compile(pattern: Any, flags: int = 0) -> Any:
        if pattern == text:
            raise AssertionError("compiled although the file holds it")
        return real(pattern, flags)

    state.real = no_compile
    again = re.compile(text)
    assert not patterns.stop()  # nothing new: not written again
    assert again == first and again is not first  # same pattern, flags and code
    assert again.groupindex == {"word": 1} and again.groups == 2
    found = again.search("xx abc-42#" + text.split("#", 1)[1])
    assert found is not None and found.group("word") == "abc" and found.group(2) == "42"


def test_flags_and_bytes_are_kept_apart(tmp_path: Path) -> None:
    text = fresh("ab+c")
    assert patterns.start(tmp_path)
    plain, folded, raw = re.compile(text), re.compile(text, re.IGNORECASE), re.compile(text.encode())
    patterns.stop()
    kept = patterns.read(tmp_path / patterns.FILE)
    assert {(str, text, 0), (str, text, int(re.IGNORECASE)), (bytes, text.encode(), 0)} <= set(kept)
    re.purge()
    patterns.start(tmp_path)
    assert re.compile(text, re.IGNORECASE) == folded and re.compile(text) == plain
    assert re.compile(text.encode()) == raw
    assert re.compile(text, re.IGNORECASE).match("ABBBC" + text[4:])
    assert not re.compile(text).match("ABBBC" + text[4:])


def test_debug_patterns_are_not_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = fresh("x")
    patterns.start(tmp_path)
    re.compile(text, re.DEBUG)
    assert not patterns.stop()
    assert not (tmp_path / patterns.FILE).exists()
    assert "LITERAL" in capsys.readouterr().out  # the standard compile ran, and printed its debug


@pytest.mark.parametrize("damage", ["byte", "head", "short", "empty", "not-marshal"])
def test_a_damaged_or_foreign_file_is_not_read(tmp_path: Path, damage: str) -> None:
    text = fresh()
    patterns.start(tmp_path)
    expected = re.compile(text)
    patterns.stop()
    path = tmp_path / patterns.FILE
    data = bytearray(path.read_bytes())
    head = len(patterns._head())
    if damage == "byte":
        data[-5] ^= 0x55
    elif damage == "head":
        data[len(patterns._MAGIC) - 2] ^= 1  # another format, or another interpreter's
    elif damage == "short":
        data = data[: head + 2]
    elif damage == "empty":
        data = bytearray()
    else:  # checksum right, but not what marshal wrote
        import zlib

        rest = b"\x00garbage"
        data = bytearray(patterns._head() + zlib.crc32(rest).to_bytes(4, "little") + rest)
    path.write_bytes(bytes(data))
    assert patterns.read(path) == {}
    re.purge()
    assert patterns.start(tmp_path)
    assert re.compile(text) == expected  # compiled the standard way
    assert patterns.stop()  # and the file written again, whole
    assert (str, text, 0) in patterns.read(path)


def test_code_the_matcher_refuses_is_compiled_again(tmp_path: Path) -> None:
    text = fresh()
    patterns.start(tmp_path)
    expected = re.compile(text)
    patterns.stop()
    path = tmp_path / patterns.FILE
    kept = patterns.read(path)
    pattern, flags, code, groups, groupindex, indexgroup = kept[str, text, 0]
    bad = [250, *code[1:]]  # an opcode the matcher does not know: refused, not run
    kept[str, text, 0] = (pattern, flags, bad, groups, groupindex, indexgroup)
    assert patterns.write(path, kept)  # a well-formed file (checksum right) holding bad code
    re.purge()
    patterns.start(tmp_path)
    assert re.compile(text) == expected
    assert patterns.stop()
    assert patterns.read(path)[str, text, 0][2] == code  # the good code kept instead


def test_entries_of_the_wrong_shape_make_the_file_unread(tmp_path: Path) -> None:
    import marshal
    import zlib

    for entries in ([("no", ())], [(0, ("x", 0, [], 0))], [(0, (7, 0, [], 0, {}, ()))], {"a": 1}):
        rest = marshal.dumps(entries)
        path = tmp_path / patterns.FILE
        path.write_bytes(patterns._head() + zlib.crc32(rest).to_bytes(4, "little") + rest)
        assert patterns.read(path) == {}, entries


def test_no_folder_and_an_unwritable_folder(tmp_path: Path) -> None:
    assert patterns.start(None)
    assert re.compile(fresh()).pattern
    assert not patterns.stop()  # nowhere to write
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder would be", encoding="utf-8")
    assert patterns.start(blocked / "sub")
    re.compile(fresh())
    assert not patterns.stop()  # could not be written: nothing kept, nothing raised
    assert not patterns.write(blocked / "sub" / patterns.FILE, {})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


def test_start_twice_and_stop_twice(tmp_path: Path) -> None:
    assert patterns.start(tmp_path)
    assert patterns.started()
    assert not patterns.start(tmp_path / "other")  # already started: the first stands
    re.compile(fresh())
    assert patterns.stop()
    assert not patterns.started()
    assert not patterns.stop()
    assert not (tmp_path / "other").exists()


def test_threads_compile_alike(tmp_path: Path) -> None:
    texts = [fresh(f"(a|b){{{n}}}c") for n in range(40)]
    expected = {t: re.compile(t) for t in texts}
    re.purge()
    patterns.start(tmp_path)
    made: dict[str, re.Pattern[str]] = {}
    lock = threading.Lock()

    def work(part: list[str]) -> None:
        for t in part:
            p = re.compile(t)
            with lock:
                made[t] = p

    threads = [threading.Thread(target=work, args=(texts[i::4],)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    patterns.stop()
    assert made == expected
    kept = patterns.read(tmp_path / patterns.FILE)
    assert all((str, t, 0) in kept for t in texts)


def test_the_file_keeps_the_newest_patterns_up_to_its_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(patterns, "LIMIT", 5)
    texts = [fresh("q") for _ in range(8)]
    patterns.start(tmp_path)
    for t in texts:
        re.compile(t)
    patterns.stop()
    assert [k[1] for k in patterns.read(tmp_path / patterns.FILE)] == texts[-5:]


def test_a_pattern_object_and_a_scanner_pass_through(tmp_path: Path) -> None:
    patterns.start(tmp_path)
    p = re.compile(fresh())
    assert re.compile(p) is p
    scanner = re.Scanner([(r"\d+", lambda _s, t: int(t)), (r"\s+", None)])  # type: ignore[attr-defined]
    assert scanner.scan("1 22 333") == ([1, 22, 333], "")
    patterns.stop()
    assert all(isinstance(k[1], str) for k in patterns.read(tmp_path / patterns.FILE))
