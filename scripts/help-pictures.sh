#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the pictures of Help ▸ Getting Started (resources/help/images/*-en.png, *-ru.png) with
# the test suite's main-window test, on its 1024 × 700 offscreen screen, then rebuilds so the
# app carries them. Run from the project folder after a change that shows on them:
#   bash scripts/help-pictures.sh [build-dir]
set -euo pipefail
build="${1:-build}"
out="$(pwd)/resources/help/images"
mkdir -p "$out"
cmake --build "$build" --target tst_mainwindow
( cd "$build" && QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 PACENOTES_HELP_SHOTS="$out" \
    XDG_CONFIG_HOME="$(mktemp -d)" XDG_DATA_HOME="$(mktemp -d)" ./tests/tst_mainwindow screens gameScreens )
ls -l "$out"
cmake --build "$build" --target pacenotes
