"""Shared fixtures: the repository's paths and the command-line binary."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"


def binary():
    """The release binary, built when missing (cargo is on CI's machine)."""
    exe = ROOT / "target" / "release" / "semeai"
    if not exe.exists():
        if shutil.which("cargo") is None:
            pytest.skip("no semeai binary and no cargo to build it")
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    return str(exe)


def problem_files():
    return sorted((ROOT / "tests" / "problems").glob("*.txt"))


def field(path, name):
    for line in path.read_text().splitlines():
        if line.startswith("// " + name):
            return line[len("// " + name) :].strip()
    return None


@pytest.fixture(scope="session")
def semeai_bin():
    return binary()


@pytest.fixture
def root():
    return ROOT


@pytest.fixture(autouse=True)
def _in_root():
    old = os.getcwd()
    os.chdir(ROOT)
    yield
    os.chdir(old)
