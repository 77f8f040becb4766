"""The table's Sichuan (血战到底) parts: the exchange and void prompts, the seat
marks, the running ledger and the end-of-hand settlement. The engine decides what is
legal and what is paid; these modules only draw it."""
