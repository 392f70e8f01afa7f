// Times the course's Word Challenge program (HaagManuel/WordGames: word_challenge.h, a trie in an
// adjacency array searched depth first) one rack at a time, for bench/challenge.py.
//
//   course_challenge WORDS < RACKS
//
// WORDS: a word list, one a line. Per line of RACKS (letters a-z) one line out:
// "<nanoseconds> <nodes visited> <word> <word> ...": the time of `possible_words` alone, as the
// course's own benchmark measures it, then the words of 3 letters or more in its order.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <numeric>  // the course's headers use std::accumulate without including it
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "common.h"
#include "small_map.h"
#include "graph.h"
#include "trie.h"
#include "measure_time.h"
#include "random.h"
#include "io.h"
#include "static_trie.h"
#include "word_challenge.h"

int main(int argc, char *argv[])
{
    if (argc != 2)
    {
        std::cerr << "usage: course_challenge WORDS < RACKS\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    WordList words;
    for (std::string line; std::getline(in, line);)
    {
        if (!line.empty())
            words.push_back(line);
    }
    WordChallenge challenge(words);
    CharCounter counter;
    std::cout << "ready " << words.size() << std::endl;
    for (std::string rack; std::getline(std::cin, rack);)
    {
        counter.new_counter(rack);
        challenge.reset_counter();
        auto start = std::chrono::steady_clock::now();
        auto found = challenge.possible_words(counter);
        auto stop = std::chrono::steady_clock::now();
        std::cout << std::chrono::duration_cast<std::chrono::nanoseconds>(stop - start).count() << ' '
                  << challenge.get_num_visited_nodes();
        for (int i : found)
        {
            if (words[i].size() >= 3)
                std::cout << ' ' << words[i];
        }
        std::cout << std::endl;
    }
    return 0;
}
