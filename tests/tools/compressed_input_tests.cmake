# Every PGN tool reads gzip, bzip2, xz and zstd input, recognised by content: the same output as
# on the plain file (the compressed copies of WorldChamp1972.pgn are named *.pgn on purpose).
set(compressed_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/compressed)
set(compressed_plain ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/WorldChamp1972.pgn)

function(compressed_input_test tool args)
    if(NOT TARGET ${tool})
        return()
    endif()
    foreach(format gz bz2 xz zst)
        add_test(NAME compressed_input_${tool}_${format}
                 COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${tool}> "-DARGS=${args}"
                         -DPLAIN=${compressed_plain}
                         -DCOMPRESSED=${compressed_data}/WorldChamp1972.${format}.pgn
                         -P ${compressed_data}/same_output.cmake)
        set_tests_properties(compressed_input_${tool}_${format} PROPERTIES LABELS "tools")
    endforeach()
endfunction()

compressed_input_test(pgn-validate "--format json --disable notes")
compressed_input_test(pgn-convert "--to lan")
compressed_input_test(pgn-fen "--every --format tsv")
compressed_input_test(pgn-stats "--format json")
