"""The operator's commands: ``plansza-bench`` (with ``--load``), ``plansza-soak``, ``plansza-arena``,
``plansza-backup`` / ``plansza-restore`` and ``plansza-migrate``. They use the table service, and the store directly
where they copy or measure the database itself; nothing else in ``bot/`` imports them."""
