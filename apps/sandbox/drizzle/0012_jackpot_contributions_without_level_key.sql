ALTER TABLE "jackpot_contributions" DROP CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk";
