if(NOT TARGET pgn-convert OR NOT TARGET pgn-validate)
    return()
endif()

# pgn-convert never loses text silently (tests/tools/data/pgn-convert-lost-text/check_lost_text.py):
# a game of which the reader did not keep everything fails with an error naming what was lost
# and the limit that keeps it, --in-place leaves its file unchanged, --keep-failed neither writes
# it nor claims it was written as read, and raising the limit converts it whole. The first five
# cases are the inputs of a QA review (a 70,000-byte tag, a 1.5 MB comment, 300 nested
# variations, pgn-validate's limit options, a 2,000-byte token with --keep-failed).
foreach(case long_tag big_comment deep_variations reader_limit_options long_token_keep_failed
             too_large_keep_failed_in_place other_losses dropped_marks jobs moves)
    add_test(NAME pgn_convert_lost_text_${case}
             COMMAND python3
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert-lost-text/check_lost_text.py
                     --convert $<TARGET_FILE:pgn-convert> --validate $<TARGET_FILE:pgn-validate>
                     --data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert
                     --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-convert-lost-text --case ${case})
    set_tests_properties(pgn_convert_lost_text_${case} PROPERTIES LABELS "tools;pgn-convert")
endforeach()
