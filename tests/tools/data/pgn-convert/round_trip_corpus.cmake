# Over every PGN file under the given directories: converting to another notation and letter set
# and back to SAN gives what converting straight to SAN gives (same games, same moves,
# comments, NAGs and variations). The way back names the letter set (--from-letters): a short
# game (ECO lines, puzzles) may be legal in two readings ("Cd2" after 1. d3 e5: a knight in
# French, a bishop in transliterated Russian), which detection cannot tell apart;
# detect_round_trip.cmake checks that detection reads every game of the corpus.
#
#   cmake -DPROGRAM=pgn-convert [-DMAX_BYTES=N] [-DSTYLES_PER_FILE=N] -P round_trip_corpus.cmake DIR...
#
# For the sanitizer build (see the test): MAX_BYTES leaves out the files larger than N bytes;
# STYLES_PER_FILE makes each file take only the next N of the styles in turn, so that together
# the files still go through every style.

set(dirs)
set(started FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
    if(started)
        list(APPEND dirs "${CMAKE_ARGV${i}}")
    elseif(CMAKE_ARGV${i} MATCHES "round_trip_corpus\\.cmake$")
        set(started TRUE)
    endif()
endforeach()

set(files)
foreach(dir IN LISTS dirs)
    file(GLOB_RECURSE found LIST_DIRECTORIES false ${dir}/*.pgn)
    foreach(file IN LISTS found)
        file(SIZE ${file} bytes)
        if(NOT DEFINED MAX_BYTES OR bytes LESS_EQUAL MAX_BYTES)
            list(APPEND files ${file})
        endif()
    endforeach()
endforeach()

# Notation and letter set of the intermediate file.
set(styles "lan en" "uci en" "lan ru" "lan-compact de" "san fr" "fan en")
list(LENGTH styles style_count)
if(NOT DEFINED STYLES_PER_FILE)
    set(STYLES_PER_FILE ${style_count})
endif()
set(problems)
set(checked 0)
set(next_style 0)
foreach(file IN LISTS files)
    execute_process(COMMAND ${PROGRAM} -q ${file} OUTPUT_VARIABLE direct ERROR_QUIET)
    set(file_styles)
    foreach(unused RANGE 1 ${STYLES_PER_FILE})
        list(GET styles ${next_style} style)
        list(APPEND file_styles "${style}")
        math(EXPR next_style "(${next_style} + 1) % ${style_count}")
    endforeach()
    foreach(style IN LISTS file_styles)
        separate_arguments(style UNIX_COMMAND "${style}")
        list(GET style 0 to)
        list(GET style 1 letters)
        if(to STREQUAL "fan")
            set(options --to fan)
            set(back_options --from-letters fan)
        else()
            set(options --to ${to} --letters ${letters})
            set(back_options --from-letters ${letters})
        endif()
        execute_process(COMMAND ${PROGRAM} -q ${options} ${file}
                        COMMAND ${PROGRAM} -q ${back_options}
                        OUTPUT_VARIABLE back ERROR_QUIET)
        if(NOT back STREQUAL direct)
            string(APPEND problems "${file}: through ${options} and back differs\n")
        endif()
        math(EXPR checked "${checked} + 1")
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "${problems}")
endif()
if(checked EQUAL 0)
    message(FATAL_ERROR "no PGN files found under ${dirs}")
endif()
message(STATUS "${checked} round trips give the direct SAN conversion back")
