"""The wheel installs everything under the one name ``croupier``: in a fresh virtual environment
``gui``, ``engine`` and ``assets`` are not importable as top-level names, while ``croupier``, its
engine layers, the table and the ``croupier`` command are.

The wheel is built from this checkout and installed without its dependencies (offline); PySide6 and
platformdirs come from the running environment's site-packages, added after the new environment's
own, so the table's modules import there too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCENARIO = {
    "boxes": [{"box": 3, "bet": "10", "side": "5", "actions": ["stand"]}],
    "cards": ["QH", "AS", "QH", "TD"],
}

PROBE = """
import importlib, importlib.util, json, sys
from pathlib import Path
out = {"top": {n: importlib.util.find_spec(n) is not None for n in ("engine", "gui", "assets")}}
for name in ("croupier", "croupier.engine.core.round", "croupier.engine.math.odds", "croupier.engine.store.journal",
             "croupier.engine.lab.replay", "croupier.engine.cli.main", "croupier.gui.app", "croupier.assets"):
    out[name] = importlib.import_module(name).__file__
qm = Path(sys.modules["croupier.assets"].__file__).parent / "translations"
out["qm"] = sorted(p.name for p in qm.glob("*.qm"))
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A virtual environment holding only the wheel; returns its bin folder."""
    tmp = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(tmp / "dist"), str(ROOT)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (wheel,) = (tmp / "dist").glob("croupier-*.whl")
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(py), "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    site = subprocess.run(
        [str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # the running environment's packages (PySide6, platformdirs) after the new one's own
    (Path(site) / "zz_outer.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    return venv / "bin"


def run(bin_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    # run outside the checkout, so nothing is imported from its folders
    return subprocess.run(list(args), capture_output=True, text=True, cwd=bin_dir.parent, env=env, timeout=300)


def test_only_croupier_is_installed_top_level(installed: Path) -> None:
    proc = run(installed, str(installed / "python"), "-c", PROBE)
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert found["top"] == {"engine": False, "gui": False, "assets": False}
    venv = str(installed.parent)
    for name in ("croupier", "croupier.engine.core.round", "croupier.gui.app", "croupier.assets"):
        assert found[name].startswith(venv), (name, found[name])  # from the wheel, not from the checkout
    assert found["qm"] == ["croupier_en.qm", "croupier_es.qm", "croupier_fr.qm"]


def test_the_croupier_command_works(installed: Path) -> None:
    version = run(installed, str(installed / "croupier"), "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.split()[0] == "croupier"
    scenario = installed.parent / "scenario.json"
    scenario.write_text(json.dumps(SCENARIO), encoding="utf-8")
    replay = run(installed, str(installed / "croupier"), "replay", str(scenario))
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout)["boxes"][0]["box"] == 3


def test_the_wheel_holds_every_module_of_the_source_folders(installed: Path) -> None:
    (wheel,) = Path(installed.parent.parent / "dist").glob("croupier-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "croupier/" + str(p.relative_to(ROOT))
        for top in ("engine", "gui", "assets")
        for p in (ROOT / top).rglob("*.py")
        if "__pycache__" not in p.parts
    }
    assert expected - names == set()
    assert not [n for n in names if n.split("/")[0] in ("engine", "gui", "assets")]
