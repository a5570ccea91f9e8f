# -DCHESS_SANITIZERS=address,undefined instruments every target of the project.
if(CHESS_SANITIZERS)
    add_compile_options(-fsanitize=${CHESS_SANITIZERS} -fno-omit-frame-pointer
                        -fno-sanitize-recover=all)
    add_link_options(-fsanitize=${CHESS_SANITIZERS})
endif()
