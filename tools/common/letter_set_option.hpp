#pragma once
// The command-line value of --letters and --from-letters (every tool that reads or writes piece
// letters takes them): a letter set's name.

#include <string>
#include <string_view>

#include "chess/notation/letters.hpp"

namespace chess::tools {

// The set named `name`; throws boost::program_options::error naming `option` and the sets
// there are when there is none by that name.
notation::LetterSetId letter_set_option(std::string_view option, const std::string& name);

}  // namespace chess::tools
