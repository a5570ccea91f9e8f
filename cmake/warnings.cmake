# Warnings as a private interface target: every project target links it, consumers never see it.
add_library(chess_warnings INTERFACE)
target_compile_options(chess_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wold-style-cast
    -Wnon-virtual-dtor -Woverloaded-virtual -Wdouble-promotion
    -Wimplicit-fallthrough -Wcast-align -Wformat=2 -Wmissing-declarations)

# Tuning for the build machine is an interface target too, so installed packages stay generic.
add_library(chess_tuning INTERFACE)
if(CHESS_NATIVE)
    target_compile_options(chess_tuning INTERFACE -march=native)
endif()
