# Install and export rules so another CMake project can find_package(chess_notation).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS chess_rules chess_notation EXPORT chess_notation_targets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY librules/include/chess DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY libnotation/include/chess DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT chess_notation_targets NAMESPACE chess::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/chess_notation)

configure_package_config_file(cmake/chess_notation-config.cmake.in
    ${CMAKE_CURRENT_BINARY_DIR}/chess_notation-config.cmake
    INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/chess_notation)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/chess_notation-config-version.cmake
    COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/chess_notation-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/chess_notation-config-version.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/chess_notation)
