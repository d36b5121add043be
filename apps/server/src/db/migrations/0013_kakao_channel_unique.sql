-- One live company per Kakao channel (domain §6.2, issue 15). 설정 could save another shop's channel id before this
-- index existed: where live companies share one, the earliest registered keeps it and the others' channel id is
-- cleared (their sender key and templates stay), so the index can be built. Their owners re-enter it in 설정 › 카카오.
UPDATE "companies" SET "kakao_info" = jsonb_set("kakao_info", '{kakaoChannelId}', '""')
WHERE "is_deleted" = false
  AND ("kakao_info"->>'kakaoChannelId') <> ''
  AND "id" NOT IN (
    SELECT DISTINCT ON ("kakao_info"->>'kakaoChannelId') "id" FROM "companies"
    WHERE "is_deleted" = false AND ("kakao_info"->>'kakaoChannelId') <> ''
    ORDER BY "kakao_info"->>'kakaoChannelId', "date_created", "id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "companies_kakao_channel_id_idx" ON "companies" USING btree (("kakao_info"->>'kakaoChannelId')) WHERE "companies"."is_deleted" = false AND ("companies"."kakao_info"->>'kakaoChannelId') <> '';
