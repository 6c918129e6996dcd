#!/usr/bin/env bash
# Set up (packages, configure, build) and start Pacenotes. Arguments go to the app,
# e.g. `bash run.sh --lang ru` or `bash run.sh tracks/gt-track-1.pacenotes`.
# With no display it runs under xvfb-run so the command still works on a bare machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
bash scripts/deps.sh
BUILD_DIR="${BUILD_DIR:-build}"
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
cmake --build "$BUILD_DIR" --parallel --target pacenotes
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "./$BUILD_DIR/app/pacenotes" "$@"
fi
exec "./$BUILD_DIR/app/pacenotes" "$@"
