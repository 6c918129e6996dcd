#!/usr/bin/env bash
# Installs the Debian 12 packages Pacenotes needs, and only those that are missing.
# Idempotent: when everything is present it returns at once without touching apt.
set -euo pipefail
DEPS=(
  g++ cmake ninja-build                 # toolchain
  qt6-base-dev                          # Core Gui Widgets Sql PrintSupport Test (+ moc, rcc, uic)
  qt6-svg-dev                           # Svg, SvgWidgets
  qt6-tools-dev qt6-l10n-tools          # Qt6LinguistTools CMake package + lupdate/lrelease
  libqt6sql6-sqlite                     # the QSQLITE driver (only a Recommends of libqt6sql6)
  qt6-translations-l10n                 # qtbase_ru.qm for Qt's own dialogs
  qt6-image-formats-plugins             # WebP pictures of tiles in the Tile Spaces editor (and their test)
  libquazip1-qt6-dev                    # QuaZip for the .pacenotes track packages
  xvfb xauth                            # xvfb-run, to start the app where there is no display
  fonts-dejavu-core                     # a font with Cyrillic glyphs (screen and PDF)
  poppler-utils                         # pdftotext, used by the score-sheet PDF tests
  # desktop integration and the Debian package (tst_desktopintegration, tst_debianpackage)
  desktop-file-utils appstream libxml2-utils shared-mime-info
  xdg-utils libfile-mimeinfo-perl bash-completion dpkg-dev lintian file
)
missing=()
for p in "${DEPS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
echo "deps: installing ${missing[*]}"
SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
log=$(mktemp)
if ! { $SUDO apt-get update -q && \
       $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log"; echo "deps: apt-get failed" >&2; exit 1
fi
grep -E '^(Need to get|Fetched)' "$log" || true
rm -f "$log"
