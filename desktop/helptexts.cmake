# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by manpage.cmake and completion.cmake: the program's own --help texts.
# Needs PACENOTES_BIN; HELP_LANG is the language of the texts (default en).
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LANG} C.UTF-8)
if(NOT DEFINED HELP_LANG)
    set(HELP_LANG en)
endif()

# `pacenotes [ARGS] --help`, or a build error naming the command.
function(help_of result)
    execute_process(COMMAND "${PACENOTES_BIN}" --lang ${HELP_LANG} ${ARGN} --help
        OUTPUT_VARIABLE text ERROR_VARIABLE errors RESULT_VARIABLE code)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "pacenotes ${ARGN} --help failed (${code}): ${errors}")
    endif()
    set(${result} "${text}" PARENT_SCOPE)
endfunction()

# The commands the top-level help lists (indented lines "  name   summary").
function(commands_of top result)
    string(REGEX MATCHALL "\n  [a-z][a-z-]+ " lines "${top}")
    set(commands "")
    foreach(line ${lines})
        string(STRIP "${line}" name)
        list(APPEND commands ${name})
    endforeach()
    list(REMOVE_DUPLICATES commands)
    if(NOT commands)
        message(FATAL_ERROR "no command found in pacenotes --help")
    endif()
    set(${result} "${commands}" PARENT_SCOPE)
endfunction()
