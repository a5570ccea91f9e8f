# Every tool with -o: `-o /dev/stdout` and `-o /dev/fd/3` write into the descriptor the shell
# redirected (no rename over the file it points to), so two runs and the text around them all
# end up in one redirected file (data/descriptor-output/check.sh). And an output that is one of
# the inputs (the same file, also through a link) is refused with exit 2 and the input is left
# as it was (data/output-is-input/check.sh).
set(descriptor_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data)
set(descriptor_sample ${descriptor_data}/pgn-convert/sample.pgn)
set(descriptor_cases
    "pgn-fen|-q|--every|${descriptor_sample}"
    "pgn-convert|-q|--to|lan|${descriptor_sample}"
    "pgn-validate|-q|${descriptor_data}/pgn-convert/illegal.pgn"
    "pgn-stats|-q|--diagnostics|none|${descriptor_data}/pgn-stats/small.pgn"
    "fen-check|--quiet|--normalize|-f|${descriptor_data}/fen-check/positions.fen")
foreach(case IN LISTS descriptor_cases)
    string(REPLACE "|" ";" case "${case}")
    list(POP_FRONT case tool)
    if(NOT TARGET ${tool})
        continue()
    endif()
    string(REPLACE "-" "_" name ${tool})
    add_test(NAME ${name}_output_to_descriptor
             COMMAND sh ${descriptor_data}/descriptor-output/check.sh
                     ${CMAKE_CURRENT_BINARY_DIR}/descriptor-output/${tool} $<TARGET_FILE:${tool}>
                     ${case})
    add_test(NAME ${name}_refuses_an_input_as_output
             COMMAND sh ${descriptor_data}/output-is-input/check.sh
                     ${CMAKE_CURRENT_BINARY_DIR}/output-is-input/${tool} $<TARGET_FILE:${tool}>
                     ${case})
    set_tests_properties(${name}_output_to_descriptor ${name}_refuses_an_input_as_output
                         PROPERTIES LABELS "tools;${tool}")
endforeach()
