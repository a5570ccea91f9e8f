// Prints the SAN of 1. e4 from the start position: proves headers and libraries install.
#include <chess/notation/move_writer.hpp>
#include <chess/position.hpp>

#include <iostream>

int main() {
    const chess::Position start;
    std::cout << chess::notation::write_move(
                     start, chess::Move::normal(chess::Square::E2, chess::Square::E4))
              << '\n';
}
