# The text board (issue 55): the whole table in text for a screen reader, section by section
dragons-board-now = Now
dragons-board-dream = { $player }: { $total } { $total ->
    [one] point
   *[other] points
 }
dragons-board-dream-tokens = { $player }: { $tokens } { $tokens ->
    [one] token
   *[other] tokens
 } of the { $need } that win, { $total } { $total ->
    [one] point
   *[other] points
 } so far
dragons-board-slot-up = Slot { $slot }: { $card }
dragons-board-slot-down = Slot { $slot }: face down
dragons-board-last-round = Round { $round }, as scored
dragons-board-scored = { $slot } — { $card } → { $value }
dragons-board-round-score = { $player }: { $n } { $n ->
    [one] point
   *[other] points
 }{ $won ->
    [yes] , wins the round
   *[no] {""}
 } ({ $cards })
