"""Installers: the desktop entry, AppStream data and icons are valid; the Linux bundle builds and starts."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "assets" / "icons"
APP_ID = "io.croupier.Croupier"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def _desktop() -> configparser.ConfigParser:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    cp.read(PACKAGING / "croupier.desktop", encoding="utf-8")
    return cp


def test_desktop_entry_launches_croupier_with_our_icon_in_three_languages() -> None:
    entry = _desktop()["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "croupier"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and "CardGame" in entry["Categories"].split(";")
    for lang in ("fr", "es"):
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"]


def test_desktop_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate (Debian: desktop-file-utils) is not installed")
    installed = tmp_path / f"{APP_ID}.desktop"  # the name install-linux.sh gives it
    shutil.copy(PACKAGING / "croupier.desktop", installed)
    run = subprocess.run([tool, str(installed)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_metainfo_names_the_app_its_desktop_file_and_the_current_version() -> None:
    root = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    releases = root.findall("releases/release")
    assert releases, "list at least the current release"
    assert releases[0].get("version") == VERSION, "add a <release> for the version in pyproject.toml"
    langs = {e.get("{http://www.w3.org/XML/1998/namespace}lang") for e in root.findall("summary")}
    assert {"fr", "es"} <= langs


def test_metainfo_passes_appstreamcli_validate() -> None:
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli (Debian: appstream) is not installed")
    run = subprocess.run([tool, "validate", "--no-net", str(PACKAGING / f"{APP_ID}.metainfo.xml")],
                         capture_output=True, text=True)  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_has_its_size_and_an_alpha_channel(size: int) -> None:
    data = (ICONS / f"croupier-{size}.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, _depth, colour = struct.unpack(">IIBB", data[16:26])
    assert (width, height) == (size, size)
    assert colour in (4, 6), "the icon needs an alpha channel"


def test_scalable_icon_and_platform_icons_exist() -> None:
    svg = ET.parse(ICONS / "croupier.svg").getroot()
    assert svg.tag.endswith("svg")
    assert (ICONS / "croupier.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"  # Windows icon
    assert (ICONS / "croupier.icns").read_bytes()[:4] == b"icns"  # macOS icon


def test_license_is_an_spdx_expression_with_its_file() -> None:
    """PEP 639: ``project.license`` is an SPDX expression (the table form stops working in 2027); the
    build backend that reads it (setuptools 77+) is the one required."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    license_ = data["project"]["license"]
    assert isinstance(license_, str) and license_.startswith("LicenseRef-")
    assert all((ROOT / f).is_file() for f in data["project"]["license-files"])
    assert not any(c.startswith("License ::") for c in data["project"].get("classifiers", []))
    (req,) = [r for r in data["build-system"]["requires"] if r.startswith("setuptools")]
    assert int(req.split(">=")[1].split(".")[0]) >= 77


def test_bundle_carries_the_debian_list() -> None:
    """The bundle's ``croupier doctor`` and start check name Debian packages from the one list."""
    assert '"packaging" / "debian-packages.txt"' in (PACKAGING / "croupier.spec").read_text(encoding="utf-8")


def test_spec_takes_the_version_from_pyproject() -> None:
    text = (PACKAGING / "croupier.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "pyproject.toml" in text and "tomllib" in text
    assert VERSION not in text, "the version must not be written into the spec"


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_install_script_installs_under_the_app_id(tmp_path: Path) -> None:
    """install-linux.sh puts the desktop entry, metainfo and every icon size under the app id."""
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "croupier"
    exe.write_text("#!/bin/sh\necho croupier\n")
    exe.chmod(0o755)
    prefix = tmp_path / "prefix"
    env = {**os.environ, "BUNDLE": str(bundle)}
    subprocess.run(["sh", str(PACKAGING / "install-linux.sh"), str(prefix)], check=True, env=env,
                   capture_output=True)  # fmt: skip
    share = prefix / "share"
    desktop = (share / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={prefix}/bin/croupier" in desktop
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for n in SIZES:
        assert (share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert subprocess.run([str(prefix / "bin" / "croupier")], capture_output=True, text=True).stdout == "croupier\n"


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="builds the Linux bundle")
def test_linux_bundle_builds_and_starts_offscreen_with_a_screenshot(tmp_path: Path) -> None:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[packaging]')")
    dist, work = tmp_path / "dist", tmp_path / "build"
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist), "--workpath", str(work),
         str(PACKAGING / "croupier.spec")],
        check=True, cwd=ROOT, capture_output=True,
    )  # fmt: skip
    exe = dist / "croupier" / "croupier"
    assert exe.is_file()
    internal = dist / "croupier" / "_internal"
    for asset in ("croupier/assets/icons/croupier-256.png", "croupier/assets/sounds/win.wav"):
        assert (internal / asset).is_file(), asset
    qm = sorted(p.name for p in (internal / "croupier" / "assets" / "translations").glob("*.qm"))
    assert qm == ["croupier_en.qm", "croupier_es.qm", "croupier_fr.qm"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    run = subprocess.run([str(exe), "--version"], capture_output=True, text=True, env=env, timeout=120)
    assert run.stdout.split() == ["croupier", VERSION]
    shot = tmp_path / "table.png"
    run = subprocess.run(
        [str(exe), "--screenshot", str(shot), "--data-dir", str(tmp_path / "data")],
        capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert width >= 640 and height >= 360
