# cmake -DPROGRAM=pgn-stats -DINPUT=games.pgn -DWORK_DIR=dir -P check_merge.cmake
# The merge identity: INPUT is split at the game boundary nearest its middle; the JSON of each
# half, merged (in either order), must give exactly what one run over the whole file prints,
# as JSON, as the text report and as --by tables (text and CSV).
# WORK_DIR starts empty: a whole.out and merged.out left by an earlier failure are not this run's.
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(READ ${INPUT} text)
string(LENGTH "${text}" size)
math(EXPR middle "${size} / 2")
string(SUBSTRING "${text}" ${middle} -1 second_half)
string(FIND "${second_half}" "\n\n[" boundary)
if(boundary EQUAL -1)
    message(FATAL_ERROR "${INPUT}: no game starts after the middle")
endif()
math(EXPR cut "${middle} + ${boundary} + 2")
string(SUBSTRING "${text}" 0 ${cut} part_a)
string(SUBSTRING "${text}" ${cut} -1 part_b)
file(WRITE ${WORK_DIR}/a.pgn "${part_a}")
file(WRITE ${WORK_DIR}/b.pgn "${part_b}")

function(run out_var)
    execute_process(COMMAND ${PROGRAM} --diagnostics none ${ARGN} RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(rc GREATER 1)
        message(FATAL_ERROR "pgn-stats ${ARGN}: exit ${rc}\n${err}")
    endif()
    set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

function(expect_same what whole merged)
    if(NOT whole STREQUAL merged)
        file(WRITE ${WORK_DIR}/whole.out "${whole}")
        file(WRITE ${WORK_DIR}/merged.out "${merged}")
        message(FATAL_ERROR "${what}: the merge differs from the whole; "
                            "diff ${WORK_DIR}/whole.out ${WORK_DIR}/merged.out")
    endif()
endfunction()

run(a_json --format json ${WORK_DIR}/a.pgn)
run(b_json --format json ${WORK_DIR}/b.pgn)
file(WRITE ${WORK_DIR}/a.json "${a_json}")
file(WRITE ${WORK_DIR}/b.json "${b_json}")
if(a_json STREQUAL b_json)
    message(FATAL_ERROR "the halves have the same statistics: the test would prove nothing")
endif()

run(whole --format json ${INPUT})
run(merged --merge --format json ${WORK_DIR}/a.json ${WORK_DIR}/b.json)
expect_same("json" "${whole}" "${merged}")
run(merged --merge --format json ${WORK_DIR}/b.json ${WORK_DIR}/a.json)
expect_same("json, parts in the other order" "${whole}" "${merged}")

run(whole ${INPUT})
run(merged --merge ${WORK_DIR}/a.json ${WORK_DIR}/b.json)
expect_same("text" "${whole}" "${merged}")

foreach(by player event eco year termination)
    run(whole --by ${by} ${INPUT})
    run(merged --merge --by ${by} ${WORK_DIR}/a.json ${WORK_DIR}/b.json)
    expect_same("--by ${by}" "${whole}" "${merged}")
    run(whole --by ${by} --format csv ${INPUT})
    run(merged --merge --by ${by} --format csv ${WORK_DIR}/a.json ${WORK_DIR}/b.json)
    expect_same("--by ${by} --format csv" "${whole}" "${merged}")
endforeach()
message(STATUS "${INPUT}: the merged halves print what the whole prints")
