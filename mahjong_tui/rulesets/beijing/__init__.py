"""Beijing mahjong (北京麻将, 2020 draft 4)."""
