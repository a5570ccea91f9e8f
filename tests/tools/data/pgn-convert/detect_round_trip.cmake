# Every game of the given files, written in one letter set and read back with the set detected
# (no --from-letters), replays: no game fails. Short games (ECO lines, puzzles, studies) often
# hold too few piece letters to tell the sets apart; the replayer then reads them where they
# are legal (C, F: French, not transliterated Russian; P: a Dutch knight, not an English pawn).
# Identity is not asked: a game legal in two readings ("Cd2" after 1. d3 e5: a knight in French,
# a bishop in transliterated Russian) is read in the first set of the table; round_trip_corpus
# names the set and checks identity.
#
#   cmake -DPROGRAM=pgn-convert -DLETTERS=fr -P detect_round_trip.cmake FILE...

set(files)
set(started FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
    if(started)
        list(APPEND files "${CMAKE_ARGV${i}}")
    elseif(CMAKE_ARGV${i} MATCHES "detect_round_trip\\.cmake$")
        set(started TRUE)
    endif()
endforeach()

execute_process(COMMAND ${PROGRAM} -q --letters ${LETTERS} ${files}
                COMMAND ${PROGRAM} -
                OUTPUT_QUIET ERROR_VARIABLE errors RESULTS_VARIABLE codes)
string(REGEX MATCH "pgn-convert: ([0-9]+) games read, ([0-9]+) written, ([0-9]+) failed" summary
       "${errors}")
if(NOT summary OR NOT CMAKE_MATCH_3 EQUAL 0 OR CMAKE_MATCH_1 EQUAL 0)
    message(FATAL_ERROR "read back in ${LETTERS} with the set detected: ${summary}\n${errors}")
endif()
message(STATUS "${LETTERS}: ${summary}")
