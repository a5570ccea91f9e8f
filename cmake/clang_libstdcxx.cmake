# clang (before 19) with libstdc++ 12 (Debian 12): <expected> offers std::expected only when
# __cpp_concepts >= 202002, which clang 16 to 18 do not announce although they implement what
# <expected> needs. The libraries use std::expected in their headers, so every target of the
# project (libraries, tools, tests, benchmarks, fuzz targets) needs the same workaround: announce
# the value. Checked by compiling, so g++, libc++ and newer clang get nothing. (clang < 16 cannot
# instantiate libstdc++'s std::expected<void, E> at all: it lacks P0848.)
include_guard(GLOBAL)
include(CheckCXXSourceCompiles)

set(chess_expected_probe "
#include <expected>
int main() { std::expected<void, int> e; return e.has_value() ? 0 : 1; }")

if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    check_cxx_source_compiles("${chess_expected_probe}" CHESS_HAS_STD_EXPECTED)
    if(NOT CHESS_HAS_STD_EXPECTED)
        set(CMAKE_REQUIRED_FLAGS "-U__cpp_concepts -D__cpp_concepts=202002L")
        check_cxx_source_compiles("${chess_expected_probe}" CHESS_HAS_STD_EXPECTED_WITH_CONCEPTS)
        unset(CMAKE_REQUIRED_FLAGS)
        if(NOT CHESS_HAS_STD_EXPECTED_WITH_CONCEPTS)
            message(FATAL_ERROR "clang ${CMAKE_CXX_COMPILER_VERSION} cannot compile std::expected "
                                "from this standard library; use g++ >= 12 or clang >= 16 "
                                "(Debian 12: clang-16)")
        endif()
        message(STATUS "std::expected: libstdc++ workaround for clang "
                       "(-U__cpp_concepts -D__cpp_concepts=202002L)")
        add_compile_options(-U__cpp_concepts -D__cpp_concepts=202002L)
        # A project that uses the installed libraries with the same compiler needs it too
        # (tests/install builds one).
        set(CHESS_CLANG_LIBSTDCXX_FLAGS "-U__cpp_concepts -D__cpp_concepts=202002L")
    endif()
endif()
