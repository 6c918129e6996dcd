# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the bash completion for pacenotes from the program's own --help texts: the commands and
# each command's options (the values of options are in the template). Run at build time:
#   cmake -DPACENOTES_BIN=... -DTEMPLATE=pacenotes.bash.in -DOUT=... -P completion.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var PACENOTES_BIN TEMPLATE OUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "completion.cmake: ${var} is not set")
    endif()
endforeach()
include(${CMAKE_CURRENT_LIST_DIR}/helptexts.cmake)

# The options a help text names (Qt's own --help-all left out).
function(options_of text options_var)
    string(REGEX MATCHALL "--[a-z][a-z-]*" found "${text}")
    list(REMOVE_DUPLICATES found)
    list(REMOVE_ITEM found --lang --help --help-all --version)
    list(JOIN found " " joined)
    set(${options_var} "${joined}" PARENT_SCOPE)
endfunction()

help_of(top)
commands_of("${top}" commands)
list(JOIN commands " " PACENOTES_COMMANDS)

set(PACENOTES_CASES "")
foreach(command ${commands})
    help_of(text ${command})
    options_of("${text}" options)
    string(APPEND PACENOTES_CASES "        ${command}) opts=\"${options}\" ;;\n")
endforeach()
configure_file("${TEMPLATE}" "${OUT}" @ONLY)
