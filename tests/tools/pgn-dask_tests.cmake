if(NOT TARGET pgn-dask)
    return()
endif()

# pgn-dask on a LocalCluster of 2 worker processes: a corpus file cut into several byte ranges,
# a small file and a compressed one (one task each) give what one -j 1 run gives, for
# pgn-validate and pgn-stats. Needs Dask (Debian's python3-distributed); about 15 s, mostly the
# cluster's start.
execute_process(COMMAND /usr/bin/python3 -c "import distributed" RESULT_VARIABLE pgn_dask_status
                OUTPUT_QUIET ERROR_QUIET)
if(NOT pgn_dask_status EQUAL 0)
    message(WARNING "pgn-dask tests: no Dask distributed for /usr/bin/python3 "
                    "(tools/dev/install-deps.sh installs python3-distributed); left out")
    return()
endif()
add_test(NAME pgn_dask_local_cluster_equals_one_run
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-dask/check_dask.py
                 --dask ${PROJECT_BINARY_DIR}/tools/pgn-dask/pgn-dask
                 --tools-dir ${PROJECT_BINARY_DIR}/tools
                 --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-dask-work --chunk-bytes 24000
                 ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/GM_games.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn
                 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/compressed/WorldChamp1972.zst.pgn)
set_tests_properties(pgn_dask_local_cluster_equals_one_run PROPERTIES
                     LABELS "tools;pgn-dask;distributed" SKIP_RETURN_CODE 77 TIMEOUT 90)
# One file cut into byte ranges alone: pgn-validate's summary records no byte range either, as
# one run over the whole file (the last range runs to the end of the file).
add_test(NAME pgn_dask_one_file_in_ranges_equals_one_run
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-dask/check_dask.py
                 --dask ${PROJECT_BINARY_DIR}/tools/pgn-dask/pgn-dask
                 --tools-dir ${PROJECT_BINARY_DIR}/tools
                 --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-dask-work-one --chunk-bytes 24000
                 ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/GM_games.pgn)
set_tests_properties(pgn_dask_one_file_in_ranges_equals_one_run PROPERTIES
                     LABELS "tools;pgn-dask;distributed" SKIP_RETURN_CODE 77 TIMEOUT 90)

# The command line, without a cluster: help, version, and the usage errors (exit 2).
set(pgn_dask ${PROJECT_BINARY_DIR}/tools/pgn-dask/pgn-dask)
set(pgn_dask_game ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn)
add_test(NAME pgn_dask_help COMMAND ${pgn_dask} --help)
set_tests_properties(pgn_dask_help PROPERTIES LABELS "tools;pgn-dask;distributed"
                     PASS_REGULAR_EXPRESSION "--scheduler ADDRESS.*--local-workers N.*examples:")
add_test(NAME pgn_dask_version COMMAND ${pgn_dask} --version)
set_tests_properties(pgn_dask_version PROPERTIES LABELS "tools;pgn-dask;distributed"
                     PASS_REGULAR_EXPRESSION "^pgn-dask ${PROJECT_VERSION}\n$")
function(pgn_dask_usage_error name)
    add_test(NAME pgn_dask_usage_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake ${pgn_dask} ${ARGN})
    set_tests_properties(pgn_dask_usage_${name} PROPERTIES LABELS "tools;pgn-dask;distributed")
endfunction()
pgn_dask_usage_error(no_files pgn-validate)
pgn_dask_usage_error(unknown_tool pgn-convert ${pgn_dask_game})
pgn_dask_usage_error(stdin pgn-validate -)
pgn_dask_usage_error(reserved_tool_option pgn-validate ${pgn_dask_game} -- --format text)
pgn_dask_usage_error(both_cluster_kinds --scheduler tcp://127.0.0.1:1 --local-workers 2
                     pgn-validate ${pgn_dask_game})
pgn_dask_usage_error(missing_file --local-workers 1 pgn-validate /nonexistent/x.pgn)
pgn_dask_usage_error(bad_chunk_bytes --chunk-bytes 12X pgn-validate ${pgn_dask_game})
