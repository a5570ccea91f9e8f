# UTF-16 input with a byte order mark (little and big endian) is read as the UTF-8 it encodes:
# the same output as on the UTF-8 twin, from standard input plain and gzip-compressed (files are
# covered by corpus/bad/ catalogue entries). tools/data/utf16/: the twin has letters of every
# UTF-8 length and a character outside the BMP (a surrogate pair in UTF-16).
set(utf16_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/utf16)

function(utf16_input_test tool args)
    if(NOT TARGET ${tool})
        return()
    endif()
    foreach(order le be)
        string(TOUPPER "UTF-16${order}" encoding)
        foreach(gzip OFF ON)
            set(name utf16_input_${tool}_${order})
            if(gzip)
                string(APPEND name _gzip)
            endif()
            add_test(NAME ${name}
                     COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${tool}> "-DARGS=${args}"
                             -DUTF16=${utf16_data}/utf16${order}.pgn
                             -DTWIN=${utf16_data}/utf8-twin.pgn -DENCODING=${encoding}
                             -DGZIP=${gzip} -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/${name}
                             -P ${utf16_data}/same_as_utf8.cmake)
            set_tests_properties(${name} PROPERTIES LABELS "tools;${tool}")
        endforeach()
    endforeach()
endfunction()

utf16_input_test(pgn-validate "--format json")
utf16_input_test(pgn-convert "--to lan")
