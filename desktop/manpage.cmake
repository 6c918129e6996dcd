# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the man page pacenotes.1 from the program's own --help texts, so the page can never
# drift from the commands. Run at build time:
#   cmake -DPACENOTES_BIN=... -DLANG=en|ru -DVERSION=... -DDATE=YYYY-MM-DD -DOUT=... -P manpage.cmake
cmake_minimum_required(VERSION 3.25)
foreach(var PACENOTES_BIN LANG VERSION DATE OUT)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "manpage.cmake: ${var} is not set")
    endif()
endforeach()

set(HELP_LANG ${LANG})
include(${CMAKE_CURRENT_LIST_DIR}/helptexts.cmake)

# troff: a backslash is \e; a line starting with . or ' would be a request.
function(troff_verbatim result text)
    string(REPLACE "\\" "\\e" text "${text}")
    string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
    string(REGEX REPLACE "\n+$" "" text "${text}")
    set(${result} "${text}" PARENT_SCOPE)
endfunction()

help_of(top)
commands_of("${top}" commands)

if(LANG STREQUAL "ru")
    set(h_name "ИМЯ")
    set(h_synopsis "СИНТАКСИС")
    set(h_description "ОПИСАНИЕ")
    set(h_commands "КОМАНДЫ")
    set(h_files "ФАЙЛЫ")
    set(h_exit "КОДЫ ВОЗВРАТА")
    set(whatis "конструктор трасс и помощник для настольных игр Rallyman: GT и Rallyman: DIRT")
    set(description "Без команды \\fBpacenotes\\fR открывает окно приложения: конструктор трасс, библиотеку трасс, таблицы подсчёта и протоколы. С командой программа работает без окна и печатает результат. Ниже приведена справка каждой команды (\\fBpacenotes\\fR \\fIКОМАНДА\\fR \\fB\\-\\-help\\fR).")
    set(files "\\fI~/.local/share/Pacenotes/Pacenotes/\\fR \\(em протоколы (records.sqlite), индекс библиотеки трасс (library.sqlite), исправления игровых данных (rules\\-overrides.json).")
    set(exit "0 \\(em успех; 1 \\(em ответ получен, но найдены проблемы (у каждой команды свои, см. её справку); 2 \\(em входные данные нельзя прочитать или результат нельзя записать.")
    set(section "Команды Pacenotes")
else()
    set(h_name "NAME")
    set(h_synopsis "SYNOPSIS")
    set(h_description "DESCRIPTION")
    set(h_commands "COMMANDS")
    set(h_files "FILES")
    set(h_exit "EXIT STATUS")
    set(whatis "track designer and companion for the board games Rallyman: GT and Rallyman: DIRT")
    set(description "Without a command, \\fBpacenotes\\fR opens the application window: the track designer, the track library, the score sheets and records. With a command it works without a window and prints its result. Each command's own help follows (\\fBpacenotes\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR).")
    set(files "\\fI~/.local/share/Pacenotes/Pacenotes/\\fR \\(em records (records.sqlite), the track library index (library.sqlite), corrections to the game data (rules\\-overrides.json).")
    set(exit "0 \\(em success; 1 \\(em answered, with problems found (each command says which in its help); 2 \\(em the input cannot be read or the output cannot be written.")
    set(section "Pacenotes Commands")
endif()

troff_verbatim(top_text "${top}")
set(page ".\\\" Generated from pacenotes --help by desktop/manpage.cmake; do not edit.
.TH PACENOTES 1 \"${DATE}\" \"Pacenotes ${VERSION}\" \"${section}\"
.SH ${h_name}
pacenotes \\- ${whatis}
.SH ${h_synopsis}
.B pacenotes
[\\fB\\-\\-lang\\fR \\fIen\\fR|\\fIru\\fR] [\\fIFILE\\fR...]
.br
.B pacenotes
\\fICOMMAND\\fR [\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]
.SH ${h_description}
${description}
.PP
.nf
${top_text}
.fi
.SH ${h_commands}
")
foreach(command ${commands})
    help_of(text ${command})
    troff_verbatim(text "${text}")
    string(APPEND page ".SS ${command}\n.nf\n${text}\n.fi\n")
endforeach()
string(APPEND page ".SH ${h_exit}\n${exit}\n.SH ${h_files}\n${files}\n")
file(WRITE "${OUT}.tmp" "${page}")
file(RENAME "${OUT}.tmp" "${OUT}")
