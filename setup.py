"""The native half of the wheel comes from the project's CMake build (see pyproject.toml)."""

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


class CMakeBuild(build_ext):
    def build_extension(self, ext: Extension) -> None:
        build = Path(self.build_temp).resolve() / "cmake"
        subprocess.check_call(
            ["cmake", "-S", str(ROOT), "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
             "-DSETLOGIC_PYTHON=ON", "-DSETLOGIC_TESTS=OFF", "-DSETLOGIC_BENCH=OFF",
             f"-DPython_EXECUTABLE={sys.executable}"]
        )
        subprocess.check_call(["cmake", "--build", str(build), "--target", "setlogic_python"])
        (native,) = (build / "python" / "setlogic").glob("_native*.so")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(native, target)
        # the build keeps debug information for profiling; a wheel needs none of it
        if shutil.which("strip"):
            subprocess.check_call(["strip", "--strip-debug", str(target)])


setup(ext_modules=[Extension("setlogic._native", sources=[])], cmdclass={"build_ext": CMakeBuild})
