"""Jindi / Changqingwan community tournament rules (金地长青湾)."""
