# SPDX-License-Identifier: GPL-3.0-or-later
# A Debian package: `cpack -G DEB` in the build folder writes pacenotes_<version>_amd64.deb with
# the installed files (bin, desktop integration, man pages, completion), the Debian changelog and
# copyright, and dependencies computed by dpkg-shlibdeps plus the Qt plugins the app loads at run
# time (dpkg-shlibdeps cannot see those).
set(PACENOTES_DOCDIR ${CMAKE_INSTALL_DATADIR}/doc/pacenotes)
set(changelog_gz ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog.gz)
add_custom_command(OUTPUT ${changelog_gz}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/debian
    COMMAND gzip -9n -c ${PROJECT_SOURCE_DIR}/desktop/debian/changelog > ${changelog_gz}
    DEPENDS ${PROJECT_SOURCE_DIR}/desktop/debian/changelog
    COMMENT "Compressing the Debian changelog")
add_custom_target(pacenotes_changelog ALL DEPENDS ${changelog_gz})
install(FILES ${changelog_gz} ${PROJECT_SOURCE_DIR}/desktop/debian/copyright DESTINATION ${PACENOTES_DOCDIR})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME pacenotes)
set(CPACK_PACKAGE_VENDOR "The Pacenotes developers")
set(CPACK_PACKAGE_CONTACT "The Pacenotes developers <dev@pacenotes.example.org>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "track designer and table companion for Rallyman: GT and DIRT")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Pacenotes lays out tracks for the board games Rallyman: GT and Rallyman: DIRT\n\
on a hex grid, with every tile of the boxes, live checks that the track\n\
connects, the rulebooks' ready-made tracks and a solver that lays out a tile\n\
list. It prints build sheets, referees moves with the rulebook page of every\n\
ruling, and keeps GT solo and DIRT rally score sheets. English and Russian.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# "misc", not "games": Debian keeps that section for games proper (binaries in /usr/games)
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://pacenotes.example.org/")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded as plugins at run time: the SQLite driver (records, library), the X11/Wayland platform.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
# qt6-image-formats-plugins: WebP and other formats for pictures of your tiles (Rekee's are WebP).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-dejavu-core, qt6-image-formats-plugins")
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
